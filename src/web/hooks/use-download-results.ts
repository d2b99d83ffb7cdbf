import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { resultsScreenMessages as text } from '../../shared/messages.ts';
import { downloadResults } from '../lib/download-results.ts';
import type { SortOrder } from '../lib/results.search.ts';
import { errorToast } from '../lib/api-errors.ts';

/** Downloads the results workbook in the order asked for; a failure gets the spec's "Download failed" toast. */
export function useDownloadResults(projectId: number) {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (order: SortOrder) => downloadResults(projectId, order),
    onError: (error) => notification.error(errorToast(text.downloadFailed, error)),
  });
}
