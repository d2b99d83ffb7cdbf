import { Alert, Button, Empty, Flex, Spin } from 'antd';
import { apiErrorMessage } from '../lib/api-errors.ts';

interface AdminListStateProps {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  empty: string;
}

/** What an admin list shows instead of rows: its loading text, why it failed, or that nothing matched. */
export function AdminListState({ query, loading, empty }: AdminListStateProps) {
  if (query.isPending) {
    return (
      <Flex vertical align="center" gap={12} className="admin-list-state" role="status">
        <Spin />
        <span>{loading}</span>
      </Flex>
    );
  }
  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The list could not be loaded."
        description={apiErrorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  return <Empty className="admin-list-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
}
