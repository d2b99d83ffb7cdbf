import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { pagerItems } from '../lib/citation-pager.ts';

interface CitationPagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/**
 * The pager: first and last page, two either side of the current one, gaps between. antd's
 * Pagination folds pages its own way, hence this one.
 */
export function CitationPager({ page, pageCount, onChange }: CitationPagerProps) {
  if (pageCount <= 1) return null;
  // An address can name a page past the end (the list shrank since); the pager still leads back.
  const current = Math.min(page, pageCount);
  return (
    <nav className="citation-pager" aria-label="Pages">
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label="Previous page"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      />
      {pagerItems(current, pageCount).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            type={item === current ? 'primary' : 'default'}
            aria-label={`Page ${item}`}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => item !== current && onChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} className="citation-pager-gap" aria-hidden>
            …
          </span>
        ),
      )}
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label="Next page"
        disabled={current >= pageCount}
        onClick={() => onChange(current + 1)}
      />
    </nav>
  );
}
