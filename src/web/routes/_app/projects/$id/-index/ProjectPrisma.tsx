import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { prismaSvg } from '../../../../../../shared/prisma-diagram.ts';
import { prismaMessages as text } from '../../../../../../shared/prisma.schema.ts';
import { savePng, saveSvg } from './prisma-files.ts';
import { useTRPC } from '../../../../../trpc.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';

/**
 * The PRISMA 2020 flow diagram of the screening, computed when the overview opens (never from an old
 * cache), with the same drawing to download as SVG or PNG.
 */
export function ProjectPrisma({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const numbers = useQuery({ ...trpc.prisma.get.queryOptions({ projectId }), staleTime: 0 });
  const svg = useMemo(() => (numbers.data ? prismaSvg(numbers.data) : null), [numbers.data]);
  const [drawing, setDrawing] = useState(false);
  const { notification } = App.useApp();
  const png = async (source: string) => {
    setDrawing(true);
    try {
      await savePng(source, `prisma-${projectId}.png`);
    } catch (error) {
      notification.error({ title: text.pngFailed, description: (error as Error).message });
    } finally {
      setDrawing(false);
    }
  };
  const actions = svg && (
    <Flex gap={8} wrap>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={() => saveSvg(svg, `prisma-${projectId}.svg`)}>
        Download SVG
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} loading={drawing} onClick={() => void png(svg)}>
        Download PNG
      </Button>
    </Flex>
  );
  return (
    <Card title={cardHeading(text.title)} extra={actions} className="overview-card prisma-card">
      {svg ? (
        // Our own drawing, every text in it escaped (prisma-diagram.ts); inline so screen readers get its title and description.
        <div className="prisma-diagram" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : numbers.error ? (
        <Typography.Text type="danger">{`${text.loadFailed} ${numbers.error.message}`}</Typography.Text>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Card>
  );
}
