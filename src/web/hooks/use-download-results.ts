import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { messages, resultsScreenMessages as text } from '../../shared/messages.ts';
import { downloadResults } from '../lib/download-results.ts';
import type { SortOrder } from '../lib/results.search.ts';

/** Downloads the results workbook in the order asked for; a failure gets the spec's "Download failed" toast. */
export function useDownloadResults(projectId: number) {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (order: SortOrder) => downloadResults(projectId, order),
    onError: (error) => notification.error({ title: text.downloadFailed, description: error.message || messages.serverError }),
  });
}
