import { Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { projectScreenMessages as text } from '../../../../shared/project-screen.messages.ts';
import { useProjectList } from '../../../hooks/use-projects.ts';
import { ProjectCard } from './ProjectCard.tsx';

const column = { xs: 24, sm: 12, lg: 8 } as const;

function LoadingCards() {
  return (
    <Row gutter={[16, 16]} role="status" aria-label="Loading projects">
      {[1, 2, 3].map((n) => (
        <Col key={n} {...column}>
          <Card>
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The project cards, or what stands in for them: a skeleton while loading, an empty state with a way forward. */
export function ProjectList({ onCreate }: { onCreate: () => void }) {
  const { projects, isPending, isError, refetch } = useProjectList();
  if (isPending) return <LoadingCards />;
  if (projects.length === 0) {
    return (
      <Card>
        {isError ? (
          <Empty description="Your projects could not be loaded.">
            <Button onClick={() => void refetch()}>Try again</Button>
          </Empty>
        ) : (
          <Empty description={text.noProjects}>
            <Button type="primary" onClick={onCreate}>
              Create your first project
            </Button>
          </Empty>
        )}
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {projects.map((project) => (
        <Col key={project.id} {...column}>
          <ProjectCard project={project} />
        </Col>
      ))}
    </Row>
  );
}
