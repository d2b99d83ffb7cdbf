import { Link } from '@tanstack/react-router';
import { Segmented, Typography } from 'antd';
import type { KeywordView } from '../../shared/citation.schema.ts';
import { useProjectCan } from '../hooks/use-projects.ts';

interface KeywordViewSwitchProps {
  projectId: number;
  view: KeywordView;
  /** Citations of the list before keywords, and how many of them the keywords hide. */
  total: number;
  /**
   * What the list holds: every citation (labelled ones always stay, so only unlabelled ones are hidden) or the
   * unlabelled ones alone (the results' Unlabeled tab). Said, so the same keywords' two counts agree.
   */
  scope: 'all' | 'unlabeled';
  hidden: number;
  /** Continuous screening: its one-at-a-time view brings the hidden citations last instead of leaving them out. */
  continuous?: boolean;
  onChange: (view: KeywordView) => void;
}

const count = (n: number) => n.toLocaleString('en-US');

function explanation(
  view: KeywordView,
  scope: KeywordViewSwitchProps['scope'],
  total: number,
  hidden: number,
  continuous: boolean,
) {
  const citations = scope === 'unlabeled' ? 'unlabeled citations' : 'citations';
  if (view === 'hidden')
    return `These are the ${count(hidden)} citations your keywords hide. A label given here counts like any other.`;
  if (view === 'all') return `All ${count(total)} ${citations}, whatever the keywords say.`;
  const kept = scope === 'all' ? ' Citations you have labeled always stay.' : '';
  const screened = continuous
    ? 'The screening view brings hidden citations after every record the keywords let through.'
    : 'Hidden citations are not screened unless you show them.';
  return `Your keywords hide ${count(hidden)} of ${count(total)} ${citations} from this list.${kept} ${screened}`;
}

/**
 * What the keyword filter leaves out of a list, said and undone in place: the citations that match,
 * those the keywords hide, or all. Shown whenever the keywords hide anything.
 */
export function KeywordViewSwitch({
  projectId,
  view,
  scope,
  total,
  hidden,
  continuous = false,
  onChange,
}: KeywordViewSwitchProps) {
  const canEdit = useProjectCan(projectId)('lead');
  if (hidden === 0 && view === 'matching') return null;
  return (
    <section className="keyword-view" aria-label="Keyword filter">
      <Typography.Text>{explanation(view, scope, total, hidden, continuous)}</Typography.Text>
      <div className="keyword-view-controls">
        <Segmented
          className="segmented-wraps"
          aria-label="Citations to show"
          value={view}
          onChange={(value) => onChange(value as KeywordView)}
          options={[
            { value: 'matching', label: `Matching keywords (${count(total - hidden)})` },
            { value: 'hidden', label: `Hidden by keywords (${count(hidden)})` },
            { value: 'all', label: `All (${count(total)})` },
          ]}
        />
        {/* A reviewer can read the keywords, not change them: the link says what its page offers. */}
        <Link to="/projects/$id/keywords" params={{ id: String(projectId) }}>
          {canEdit ? 'Change the keywords' : 'See the keywords'}
        </Link>
      </div>
    </section>
  );
}
