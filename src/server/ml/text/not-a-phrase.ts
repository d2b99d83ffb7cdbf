/**
 * The written form surfaceForms gives a suggested phrase that the citations never write as one: its words met
 * only on either side of a sentence's end ("…in adults. BACKGROUND: …" read as "adults background"). Its own
 * module, so the server's thread reads it without loading the lemmatiser that surface-forms.ts brings.
 */
export const NOT_A_PHRASE = '';
