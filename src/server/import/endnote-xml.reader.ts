import { XMLParser } from 'fast-xml-parser';
import { numberRecords, type NumberedRecord, type RawCitation } from './citation.normalizer.ts';
import { unreadableError } from './import.errors.ts';

/** An element list in fast-xml-parser's ordered form: each node is `{ name: children }` or `{ '#text': text }`. */
type XmlNodes = Array<Record<string, unknown>>;

/**
 * Ordered form keeps mixed runs such as <style>E. </style><style face="italic">coli</style> in their order.
 * HTML entities include numeric references, which EndNote writes for line breaks (&#xD;) and some letters.
 * Attributes are kept (under ":@", which the text readers pass over) for ref-type's name.
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  trimValues: false,
  parseTagValue: false,
  htmlEntities: true,
});

function childLists(nodes: XmlNodes, name: string): XmlNodes[] {
  return nodes.flatMap((node) => (Array.isArray(node[name]) ? [node[name] as XmlNodes] : []));
}

/** Every element at the end of `path`, in document order. */
function descend(nodes: XmlNodes, ...path: string[]): XmlNodes[] {
  return path.reduce<XmlNodes[]>((lists, name) => lists.flatMap((list) => childLists(list, name)), [nodes]);
}

function nodeText(node: Record<string, unknown>): string {
  if (typeof node['#text'] === 'string') return node['#text'];
  return Object.values(node)
    .map((children) => (Array.isArray(children) ? textOf(children as XmlNodes) : ''))
    .join('');
}

/** All text inside, with the <style> runs EndNote wraps it in joined back together. */
function textOf(nodes: XmlNodes): string {
  return nodes.map(nodeText).join('');
}

function first(record: XmlNodes, ...path: string[]): string | undefined {
  return descend(record, ...path)
    .map(textOf)
    .find((text) => text.trim() !== '');
}

function joined(record: XmlNodes, ...path: string[]): string | undefined {
  const texts = descend(record, ...path)
    .map((nodes) => textOf(nodes).trim())
    .filter((text) => text !== '');
  return texts.length > 0 ? texts.join('; ') : undefined;
}

/** EndNote writes the reference type as <ref-type name="Journal Article">17</ref-type>: the name is the type. */
function refTypeName(record: XmlNodes): string | undefined {
  const attributes = record.find((node) => 'ref-type' in node)?.[':@'] as Record<string, unknown> | undefined;
  const name = attributes?.['@_name'];
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

function toRawCitation(record: XmlNodes): RawCitation {
  return {
    title: first(record, 'titles', 'title'),
    abstract: first(record, 'abstract'),
    authors: joined(record, 'contributors', 'authors', 'author'),
    year: first(record, 'dates', 'year'),
    journal: first(record, 'titles', 'secondary-title') ?? first(record, 'periodical', 'full-title'),
    doi: first(record, 'electronic-resource-num'),
    volume: first(record, 'volume'),
    issue: first(record, 'number'),
    pages: first(record, 'pages'),
    keywords: joined(record, 'keywords', 'keyword'),
    url: first(record, 'urls', 'related-urls', 'url'),
    source_record_id: first(record, 'rec-number'),
    publication_type: refTypeName(record),
  };
}

/** "Expected closing tag 'title' ...:12:5" becomes "Expected closing tag 'title' ... (line 12)". */
function syntaxReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const located = /^(.*?)\.?:(\d+):\d+$/s.exec(message);
  return located ? `${located[1]} (line ${located[2]})` : message;
}

function parseXml(text: string): XmlNodes {
  try {
    return parser.parse(text, true) as XmlNodes;
  } catch (error) {
    throw unreadableError('endnote-xml', syntaxReason(error));
  }
}

/** EndNote writes <xml><records><record>; some tools leave out the outer <xml>. */
export function readEndnoteXml(text: string): NumberedRecord[] {
  const document = parseXml(text);
  const records = [...descend(document, 'xml', 'records', 'record'), ...descend(document, 'records', 'record')];
  return numberRecords(records.map(toRawCitation));
}
