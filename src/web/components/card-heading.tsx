import type { ReactNode } from 'react';

/**
 * A card's title as a heading of the page's outline (<h2> under the page's <h1>), so a screen reader's list of
 * headings names each card; it looks as antd draws a card's title. Headings inside the card are <h3>.
 */
export function cardHeading(title: ReactNode) {
  return <h2 className="card-heading">{title}</h2>;
}
