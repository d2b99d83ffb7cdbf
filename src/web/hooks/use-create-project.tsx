import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { projectScreenMessages as text } from '../../shared/messages.ts';
import type { UploadResponse } from '../../shared/project.schema.ts';
import { ToastDetails } from '../components/ToastDetails.tsx';
import { describeCreateFailure, type CreateFailure } from '../lib/project-create.errors.ts';
import { CREATE_WITH_FILES_TIMEOUT_MS } from '../lib/request-timeouts.ts';
import { skippedRowLines } from '../lib/skipped-rows.ts';
import { postForm } from '../lib/upload-request.ts';
import { useTRPC } from '../trpc.ts';
import { useSetSession } from './use-session.ts';

/** Spec section 2: progress shows 10 when the upload starts, 30 once it is sent, 100 when the project exists. */
const STARTED = 10;
const SENT = 30;
const DONE = 100;

interface NewProject {
  name: string;
  files: File[];
}

function failureToast(failure: CreateFailure, singleFile: boolean) {
  const title = singleFile && failure.fileProblem ? text.uploadFailed : text.createFailed;
  const message = singleFile && failure.missingColumns ? text.missingColumns : failure.description;
  return { title, description: <ToastDetails message={message} lines={failure.lines} /> };
}

/**
 * Creates a project from a name and citation files over REST (multipart), with upload progress.
 * `singleFile` is the single-file page, whose toasts speak of the citation upload.
 */
export function useCreateProject({ singleFile = false } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  const { notification } = App.useApp();
  const [progress, setProgress] = useState(0);

  const mutation = useMutation({
    mutationFn: ({ name, files }: NewProject) => {
      setProgress(STARTED);
      const form = new FormData();
      form.append('name', name);
      for (const file of files) form.append('files', file, file.name);
      const onProgress = (sent: number) => setProgress(Math.round(STARTED + (SENT - STARTED) * sent));
      return postForm<UploadResponse>('/api/projects', form, { timeoutMs: CREATE_WITH_FILES_TIMEOUT_MS, onProgress });
    },
    onSuccess: (result) => {
      setProgress(DONE);
      queryClient.setQueryData(trpc.projects.get.queryKey({ id: result.project.id }), result.project);
      void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
      // Skipped rows are reported row by row, so nothing is lost without the user knowing; that toast stays until closed.
      const skipped = skippedRowLines(result.upload_summary);
      notification.success({
        title: text.created,
        description: <ToastDetails message={result.message} lines={skipped} />,
        ...(skipped.length > 0 ? { duration: false } : {}),
      });
    },
    onError: (error) => {
      setProgress(0);
      const failure = describeCreateFailure(error);
      // The session ended on the server; forgetting the user sends the visitor to sign in again.
      if (failure.status === 401) setSession(null);
      notification.error(failureToast(failure, singleFile));
    },
  });

  const reset = () => {
    mutation.reset();
    setProgress(0);
  };
  return { ...mutation, progress, reset, failure: mutation.error ? describeCreateFailure(mutation.error) : undefined };
}
