import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import type { ScreenersPerRecord, ScreeningMode, UploadResponse } from '../../shared/project.schema.ts';
import { SkippedRows } from '../components/SkippedRows.tsx';
import { ToastDetails } from '../components/ToastDetails.tsx';
import { describeCreateFailure } from '../lib/project-create.errors.ts';
import { CREATE_WITH_FILES_TIMEOUT_MS } from '../lib/request-timeouts.ts';
import { postForm } from '../lib/upload-request.ts';
import { useTRPC } from '../trpc.ts';
import { useSetSession } from './use-session.ts';

/** Progress shows 10 when the upload starts, 30 once it is sent, 100 when the project exists (0 on failure). */
export const UPLOAD_STARTED = 10;
const SENT = 30;
export const UPLOAD_DONE = 100;

interface NewProject {
  name: string;
  files: File[];
  /** Left out, the server's default: iterations. */
  screeningMode?: ScreeningMode;
  /** Continuous screening: 2 for blind dual screening; left out, one. */
  screenersPerRecord?: ScreenersPerRecord;
}

/** A file upload's progress from the share of the body sent, between "started" and "sent". */
export const sentProgress = (sent: number) => Math.round(UPLOAD_STARTED + (SENT - UPLOAD_STARTED) * sent);

/**
 * Creates a project from a name and citation files over REST (multipart), with upload progress. A failure
 * about particular files is left to the form, which shows each reason beside its file; any other gets the
 * spec's toast.
 */
export function useCreateProject() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  const { notification } = App.useApp();
  const [progress, setProgress] = useState(0);

  const mutation = useMutation({
    mutationFn: ({ name, files, screeningMode, screenersPerRecord }: NewProject) => {
      setProgress(UPLOAD_STARTED);
      const form = new FormData();
      form.append('name', name);
      if (screeningMode) form.append('screening_mode', screeningMode);
      if (screenersPerRecord) form.append('screeners_per_record', String(screenersPerRecord));
      for (const file of files) form.append('files', file, file.name);
      return postForm<UploadResponse>('/api/projects', form, {
        timeoutMs: CREATE_WITH_FILES_TIMEOUT_MS,
        onProgress: (sent) => setProgress(sentProgress(sent)),
      });
    },
    onSuccess: (result) => {
      setProgress(UPLOAD_DONE);
      queryClient.setQueryData(trpc.projects.get.queryKey({ id: result.project.id }), result.project);
      void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
      // Skipped rows are counted and the first few named, the full list folded below, so nothing is lost without the
      // user knowing and nothing long covers the page; that toast stays until closed.
      const skipped = result.upload_summary.skipped_rows > 0;
      notification.success({
        title: text.created,
        description: (
          <ToastDetails message={result.message}>
            <SkippedRows summary={result.upload_summary} />
          </ToastDetails>
        ),
        ...(skipped ? { duration: false } : {}),
      });
    },
    onError: (error) => {
      setProgress(0);
      const failure = describeCreateFailure(error);
      // The session ended on the server; forgetting the user sends the visitor to sign in again.
      if (failure.status === 401) setSession(null);
      if (failure.lines.length === 0 && Object.keys(failure.fields).length === 0)
        notification.error({ title: text.createFailed, description: failure.description });
    },
  });

  const reset = () => {
    mutation.reset();
    setProgress(0);
  };
  return { ...mutation, progress, reset, failure: mutation.error ? describeCreateFailure(mutation.error) : undefined };
}
