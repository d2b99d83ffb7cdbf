import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { resultsScreenMessages as text } from '../../shared/results-screen.messages.ts';
import { downloadResults, type DownloadChoice } from '../lib/download-results.ts';
import { errorToast } from '../lib/api-errors.ts';

/** Downloads the results in the order and format asked for; a failure gets the spec's "Download failed" toast. */
export function useDownloadResults(projectId: number) {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (choice: DownloadChoice) => downloadResults(projectId, choice),
    onError: (error) => notification.error(errorToast(text.downloadFailed, error)),
  });
}
