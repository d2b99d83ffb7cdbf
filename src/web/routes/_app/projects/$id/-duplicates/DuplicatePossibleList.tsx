import { App, Button, Card, ConfigProvider, Empty, Skeleton, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { PossibleDuplicateOut } from '../../../../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import { ShortcutsModal } from '../../../../../components/ShortcutsModal.tsx';
import { useDedupFocus } from './use-dedup-focus.ts';
import { useDedupResolve } from './use-dedup-resolve.ts';
import { useDedupShortcuts } from './use-dedup-shortcuts.ts';
import {
  DEFAULT_POSSIBLE_FILTERS,
  POSSIBLE_PAGE_SIZE,
  usePossibleDuplicates,
  type PossibleFilters,
} from './use-duplicate-lists.ts';
import { DEDUP_SHORTCUTS } from './dedup-shortcuts.ts';
import { DuplicatePair, type PairHandlers } from './DuplicatePair.tsx';
import { DuplicatePossibleToolbar } from './DuplicatePossibleToolbar.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

const toggled = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** Pairs too alike to ignore but not alike enough to remove on their own: a person decides, one at a time or many at once. */
export function DuplicatePossibleList({ projectId }: { projectId: number }) {
  const { modal, message } = App.useApp();
  // A reviewer reads the pairs (j, k and e still move and unfold) but decides none (DuplicateWorkspace).
  const readOnly = ConfigProvider.useConfig().componentDisabled;
  const [filters, setFilters] = useState<PossibleFilters>(DEFAULT_POSSIBLE_FILTERS);
  const query = usePossibleDuplicates(projectId, filters);
  const { decide, pending, decided } = useDedupResolve(projectId);
  const { listRef, focusAfterLeaving, focusEntryAt } = useDedupFocus<HTMLOListElement>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [helpOpen, setHelpOpen] = useState(false);

  const pages = query.data?.pages;
  const pairs = pages?.flatMap((page) => page.items).filter((pair) => !decided.has(pair.record_id));
  const shown = pairs ?? [];
  const total = Math.max(
    0,
    (pages?.[0]?.total ?? 0) - (pages ? pages.flatMap((p) => p.items).length - shown.length : 0),
  );
  const matching = Math.max(
    0,
    (pages?.[0]?.matching ?? 0) - ((pages?.flatMap((p) => p.items).length ?? 0) - shown.length),
  );
  const chosenSelected = shown.filter((pair) => selected.has(pair.record_id));

  const run = (list: PossibleDuplicateOut[], action: 'remove' | 'dismiss') => {
    if (list.length === 1) focusAfterLeaving(list[0]!.record_id);
    decide(
      { pairs: list, action },
      { onSuccess: () => setSelected((s) => new Set([...s].filter((id) => !list.some((p) => p.record_id === id)))) },
    );
  };
  const decideSelected = (action: 'remove' | 'dismiss') => {
    if (action === 'dismiss') return run(chosenSelected, action);
    modal.confirm({
      title: text.confirmRemoveMany(chosenSelected.length),
      content: text.confirmRemoveManyNote,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => run(chosenSelected, 'remove'),
    });
  };
  const { chosenId, choose } = useDedupShortcuts({
    pairs: shown,
    enabled: !helpOpen && !pending,
    onHelp: () => setHelpOpen(true),
    onPair: (pair, action) => {
      if (readOnly && action !== 'expand') void message.warning(memberMessages.reviewerCannotDedup);
      else if (action === 'select') setSelected((s) => toggled(s, pair.record_id, !s.has(pair.record_id)));
      else if (action === 'expand') setExpanded((s) => toggled(s, pair.record_id, !s.has(pair.record_id)));
      else run([pair], action);
    },
  });
  // The latest handlers behind one object that never changes, so the memoised pairs keep still.
  const latest = useRef<PairHandlers>(null!);
  latest.current = {
    select: (id, on) => setSelected((s) => toggled(s, id, on)),
    expand: (id, on) => setExpanded((s) => toggled(s, id, on)),
    choose,
    decide: (pair, action) => run([pair], action),
  };
  const handlers = useMemo<PairHandlers>(
    () => ({
      select: (id, on) => latest.current.select(id, on),
      expand: (id, on) => latest.current.expand(id, on),
      choose: (id) => latest.current.choose(id),
      decide: (pair, action) => latest.current.decide(pair, action),
    }),
    [],
  );
  const showMore = () => {
    focusEntryAt(shown.length);
    void query.fetchNextPage();
  };

  return (
    <Card title={cardHeading(`Possible duplicates (${pairs ? total : '…'})`)} className="dedup-card">
      <Typography.Paragraph type="secondary">{text.possibleIntro}</Typography.Paragraph>
      {(total > 0 || filters.search) && (
        <DuplicatePossibleToolbar
          sort={filters.sort}
          onSort={(sort) => setFilters((f) => ({ ...f, sort }))}
          onSearch={(search) => setFilters((f) => ({ ...f, search: search.trim() || undefined }))}
          shown={shown.length}
          selected={chosenSelected.length}
          busy={pending}
          onSelectAll={(all) => setSelected(all ? new Set(shown.map((p) => p.record_id)) : new Set())}
          onDecideSelected={decideSelected}
          onHelp={() => setHelpOpen(true)}
        />
      )}
      {!pairs ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : pairs.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            filters.search ? 'No possible duplicates match the search' : 'No possible duplicates left to review'
          }
        />
      ) : (
        <>
          {filters.search && (
            <p className="dedup-matching" role="status">{`${matching} of ${total} pairs match "${filters.search}"`}</p>
          )}
          <ol className="dedup-entries" ref={listRef} tabIndex={-1} aria-label="Possible duplicates">
            {pairs.map((pair) => (
              <DuplicatePair
                key={pair.record_id}
                pair={pair}
                selected={selected.has(pair.record_id)}
                chosen={chosenId === pair.record_id}
                expanded={expanded.has(pair.record_id)}
                busy={pending}
                on={handlers}
              />
            ))}
          </ol>
          {query.hasNextPage && (
            <Button disabled={false} className="dedup-more" block loading={query.isFetchingNextPage} onClick={showMore}>
              {text.showMoreRemoved(Math.min(POSSIBLE_PAGE_SIZE, matching - shown.length), matching - shown.length)}
            </Button>
          )}
        </>
      )}
      <ShortcutsModal
        shortcuts={DEDUP_SHORTCUTS}
        note="Shortcuts do nothing while you type in the search box."
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
      />
    </Card>
  );
}
