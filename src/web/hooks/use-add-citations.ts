import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import type { UploadResponse } from '../../shared/project.schema.ts';
import { describeCreateFailure } from '../lib/project-create.errors.ts';
import { UPLOAD_FILE_TIMEOUT_MS } from '../lib/request-timeouts.ts';
import { postForm } from '../lib/upload-request.ts';
import { sentProgress, UPLOAD_DONE, UPLOAD_STARTED } from './use-create-project.tsx';
import { useSetSession } from './use-session.ts';

/**
 * Uploads more citation files into a project (POST /api/projects/{id}/citations, multipart), with the
 * upload's progress. Every query is read again afterwards: new citations change counts, lists, keyword
 * suggestions and results alike. File problems are left to the form, beside their files.
 */
export function useAddCitations(projectId: number) {
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  const { notification } = App.useApp();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(UPLOAD_STARTED);
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return postForm<UploadResponse>(`/api/projects/${projectId}/citations`, form, {
        timeoutMs: UPLOAD_FILE_TIMEOUT_MS,
        onProgress: (sent) => setProgress(sentProgress(sent)),
      });
    },
    onSuccess: () => {
      setProgress(UPLOAD_DONE);
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      setProgress(0);
      const failure = describeCreateFailure(error);
      if (failure.status === 401) setSession(null);
      if (failure.lines.length === 0)
        notification.error({ title: text.uploadFailed, description: failure.description });
    },
  });
  const reset = () => {
    mutation.reset();
    setProgress(0);
  };
  return { ...mutation, progress, reset };
}
