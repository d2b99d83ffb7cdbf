import { Flex, Spin } from 'antd';

/** Shown while a page waits for data, e.g. the session check before a signed-in page. */
export function PageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh' }} role="status" aria-label="Loading">
      <Spin size="large" />
    </Flex>
  );
}
