import { Progress, Typography } from 'antd';

const SENT = 30;

function stage(percent: number, done: string): string {
  if (percent < SENT) return 'Uploading files…';
  if (percent < 100) return 'Reading citations…';
  return done;
}

/**
 * The upload's progress (10, then 30 once the files are sent, 100 when done); hidden before it starts and after a
 * failure. Its stage is a status message (WCAG 4.1.3): the live region is on the page before the upload starts, so
 * that each stage it says is read out, not the percentages.
 */
export function UploadProgress({ percent, done = 'Project created' }: { percent: number; done?: string }) {
  return (
    <div className={percent > 0 ? 'upload-progress' : undefined}>
      <div role="status">
        {percent > 0 && <Typography.Text type="secondary">{stage(percent, done)}</Typography.Text>}
      </div>
      {percent > 0 && (
        <Progress percent={percent} status={percent < 100 ? 'active' : 'success'} aria-label="Upload progress" />
      )}
    </div>
  );
}
