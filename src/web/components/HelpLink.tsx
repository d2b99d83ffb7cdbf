import { QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { helpLinkName, helpSections, type HelpSectionId } from '../../shared/help.messages.ts';

const titles = new Map(
  helpSections.flatMap((s) => [s, ...(s.sections ?? [])]).map((s) => [s.id, s.title.replace(/^\d+\.\s*/, '')]),
);

/** The small "Help" link beside a step's heading, to that step's section of /help. */
export function HelpLink({ section }: { section: HelpSectionId }) {
  return (
    <Link to="/help" hash={section} className="help-link" aria-label={helpLinkName(titles.get(section) ?? section)}>
      <QuestionCircleOutlined aria-hidden /> Help
    </Link>
  );
}
