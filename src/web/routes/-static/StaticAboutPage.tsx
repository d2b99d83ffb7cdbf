import { CloudUploadOutlined, CopyOutlined, RobotOutlined, TagsOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { AppLayout } from '../../components/AppLayout.tsx';
import { StaticPageHeading } from '../../components/StaticPageHeading.tsx';
import './static.css';

const features = [
  {
    icon: <CloudUploadOutlined aria-hidden />,
    title: 'Import Your Citations',
    text: 'Upload CSV or Excel files with a title and an abstract per citation, or exports from reference managers: RIS, PubMed, BibTeX and EndNote.',
  },
  {
    icon: <CopyOutlined aria-hidden />,
    title: 'Remove Duplicates',
    text: 'Exact and near-duplicate citations are found for you. Removal is reversible, so nothing is lost.',
  },
  {
    icon: <TagsOutlined aria-hidden />,
    title: 'Screen With Keywords',
    text: 'Choose words to include and exclude, and see them highlighted in every title and abstract you read.',
  },
  {
    icon: <RobotOutlined aria-hidden />,
    title: 'Rank With Machine Learning',
    text: 'Train a relevance model on your own labels and review the remaining citations from most to least likely relevant.',
  },
];

// The four steps of a review, in order.
const steps = [
  { title: 'Upload Citations', text: 'Create a project from one or more citation files.' },
  { title: 'Select Keywords', text: 'Pick the words that mark a citation as relevant or not.' },
  { title: 'Label Citations', text: 'Mark citations relevant or irrelevant to teach the model.' },
  { title: 'Review Results', text: 'Read the ranked citations, retrain, and download the results.' },
];

/** /about */
export function StaticAboutPage() {
  return (
    <AppLayout>
      <div className="static-page">
        <StaticPageHeading
          title="About Screener"
          lead="Screener is an automated literature review tool. It helps researchers screen thousands of citations for a systematic review by learning from their decisions."
        />
        <section aria-labelledby="features">
          <Typography.Title level={2} id="features">
            Features
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {features.map((feature) => (
              <Col key={feature.title} xs={24} sm={12}>
                <Card className="static-card">
                  <div className="static-icon" aria-hidden="true">
                    {feature.icon}
                  </div>
                  <Typography.Title level={3}>{feature.title}</Typography.Title>
                  <Typography.Paragraph type="secondary">{feature.text}</Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
        <section aria-labelledby="workflow">
          <Typography.Title level={2} id="workflow">
            How It Works
          </Typography.Title>
          <ol className="static-steps">
            {steps.map((step, index) => (
              <li key={step.title} className="static-step">
                <span className="static-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <Typography.Title level={3}>{step.title}</Typography.Title>
                <Typography.Text type="secondary">{step.text}</Typography.Text>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </AppLayout>
  );
}
