import {
  helpIntro,
  helpOnThisPage,
  helpSections,
  stoppingCitation,
  type HelpSection,
} from '../../../shared/help.messages.ts';
import { AppLayout } from '../../components/AppLayout.tsx';
import { StaticPageHeading } from '../../components/StaticPageHeading.tsx';
import './help.css';

/** One section with its heading (an id the pages' "Help" links point to), its text and its sub-sections. */
function Section({ section, level }: { section: HelpSection; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="help-section" aria-labelledby={section.id}>
      <Heading id={section.id} className="help-heading">
        {section.title}
      </Heading>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.id === 'stopping-test' && (
        <blockquote className="help-citation">
          {stoppingCitation.text} <a href={stoppingCitation.doi}>{stoppingCitation.doi}</a>
        </blockquote>
      )}
      {section.points && (
        <ul>
          {section.points.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {section.sections?.map((sub) => (
        <Section key={sub.id} section={sub} level={3} />
      ))}
    </section>
  );
}

/** /help: the steps of a review, the numbers on the pages and when to stop, in plain words. Public. */
export function HelpPage() {
  return (
    <AppLayout>
      <div className="static-page help-page">
        <StaticPageHeading title="Help" lead={helpIntro} />
        <nav aria-label={helpOnThisPage} className="help-contents">
          <h2 className="help-contents-title">{helpOnThisPage}</h2>
          <ul>
            {helpSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
                {section.sections && (
                  <ul>
                    {section.sections.map((sub) => (
                      <li key={sub.id}>
                        <a href={`#${sub.id}`}>{sub.title}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {helpSections.map((section) => (
          <Section key={section.id} section={section} level={2} />
        ))}
      </div>
    </AppLayout>
  );
}
