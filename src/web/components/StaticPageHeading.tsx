import { Typography } from 'antd';

/** The title and lead paragraph every information page opens with. */
export function StaticPageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="static-heading">
      <Typography.Title level={1} className="static-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="static-lead">
        {lead}
      </Typography.Paragraph>
    </header>
  );
}
