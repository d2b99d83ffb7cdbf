import { Progress, Typography } from 'antd';

const SENT = 30;

function stage(percent: number, done: string): string {
  if (percent < SENT) return 'Uploading files…';
  if (percent < 100) return 'Reading citations…';
  return done;
}

/** The upload's progress (10, then 30 once the files are sent, 100 when done); hidden before it starts and after a failure. */
export function UploadProgress({ percent, done = 'Project created' }: { percent: number; done?: string }) {
  if (percent === 0) return null;
  return (
    <div className="upload-progress">
      <Typography.Text type="secondary">{stage(percent, done)}</Typography.Text>
      <Progress percent={percent} status={percent < 100 ? 'active' : 'success'} aria-label="Upload progress" />
    </div>
  );
}
