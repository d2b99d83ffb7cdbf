/**
 * The Help page (/help), in plain words. Each section has an id, the anchor the pages' "Help" links
 * point to. What it says of the stopping test and of "Still to find" follows the code
 * (src/server/ml/stopping/stopping-test.ts, still-to-find.ts) and docs/screening-modes.md: change them together.
 */

export type HelpSectionId =
  | 'steps'
  | 'import'
  | 'duplicates'
  | 'keywords'
  | 'labelling'
  | 'training'
  | 'results'
  | 'labels-per-class'
  | 'iterations'
  | 'scores'
  | 'screening-modes'
  | 'stopping-test'
  | 'dual-screening'
  | 'still-to-find';

export interface HelpSection {
  id: HelpSectionId;
  title: string;
  paragraphs: string[];
  /** A list after the paragraphs. */
  points?: string[];
  /** Sub-sections (the steps of a review), drawn one heading level lower. */
  sections?: HelpSection[];
}

export const helpIntro =
  'Screener helps you screen citations for a systematic review: you judge some records, a model learns from your judgments and puts the records most likely to be relevant first, and you read on from the top. This page explains the steps, the numbers you see and when it is safe to stop.';

export const helpOnThisPage = 'On this page';

/** The accessible name of a page's small "Help" link: "Help: Keywords". */
export const helpLinkName = (section: string) => `Help: ${section}`;

export const stoppingCitation = {
  text: 'Callaghan, M. W., & Müller-Hansen, F. (2020). Statistical stopping criteria for automated screening in systematic reviews. Systematic Reviews, 9, 273.',
  doi: 'https://doi.org/10.1186/s13643-020-01521-4',
};

export const helpSections: HelpSection[] = [
  {
    id: 'steps',
    title: 'The steps of a review',
    paragraphs: [
      'A review in Screener goes through six steps. Only the first and the labeling are required; the others make the work shorter or the result easier to use.',
    ],
    sections: [
      {
        id: 'import',
        title: '1. Import citations',
        paragraphs: [
          'Create a project with "New Project" on the dashboard and add one or more files exported from bibliographic databases. Screener reads CSV, TSV and Excel files with a title and an abstract column, and RIS, PubMed (.nbib), BibTeX, EndNote XML, Web of Science and Cochrane Library plain-text exports. Each record keeps its own identifier from the file (an id column, PMID or PubMed ID, Scopus EID, Web of Science UT, Cochrane ID, RIS ID or AN, BibTeX key, EndNote record number): it is shown on the record and exported beside its decision, with the file it came from, so decisions can be matched back to the search results. Each record also keeps its publication type as the file names it (RIS TY, PubMed and Web of Science document types, a "Document Type" or "Item Type" column, the BibTeX entry type): it is shown beside the authors and exported, and RIS exports write it as the record\'s own type.',
          'When a spreadsheet names its columns differently (for example "Title", "Article Title" or "AB"), the upload dialog offers to map them before anything is sent. A file is marked Valid only when it can be imported.',
          'Records without a title are left out, and the message that the project was created says how many and names the first few ("Show all" lists every one) where you find them in your file: a row of an Excel sheet by the row number Excel shows (the header is row 1, so the first record is row 2), a CSV row by its line (and by its spreadsheet row when a cell above it holds line breaks), a RIS, PubMed, BibTeX, Web of Science or Cochrane record by its number and the line it starts on. The message stays until you close it.',
          'When a search is updated later, add the new records with "Add citations" on the project overview; you are then offered a duplicate check for them.',
        ],
      },
      {
        id: 'duplicates',
        title: '2. Remove duplicates (optional)',
        paragraphs: [
          'The same study often comes from several databases. Duplicate removal keeps one record of each study and removes the copies that are clearly the same. Pairs that may or may not be the same study are shown side by side for you to decide. A removed record can be brought back.',
          'An erratum, a letter or reply, or a retraction notice often carries the title, authors and year of the article it is about. Such a notice (by its publication type, or a title that begins "Erratum", "Correction to", "Reply to" or "Retraction") is never removed automatically as a copy of a record of another type: it is shown beside it for you to decide.',
        ],
      },
      {
        id: 'keywords',
        title: '3. Choose keywords',
        paragraphs: [
          'Keywords narrow what you read. With include words, an unlabeled record is listed only if its title or abstract contains at least one of them (as a whole word, in any of its forms: "trial" matches "trials", but "statin" does not match "simvastatin", so add such names as words of their own), and until the first training the records that match them best come first. An exclude word hides an unlabeled record in which it occurs at least as often as you set. Include words are marked green and underlined in the text, exclude words red with a wavy underline.',
          'Words match whole words in title and abstract, whatever their form and British or American spelling: "trial" also finds "trials", "randomized" also finds "randomised", but "rat" does not find "rates".',
          'Your changes to the lists are kept on this page until you save them: the page marks them "Unsaved changes", Save stores them, and "Continue to Labeling" ("Continue to Screening" in continuous mode) saves them before it goes on (the page says so beside the button, and "Keywords saved" once they are). Leaving any other way asks first whether to leave them unsaved.',
          'Keywords never hide a study by surprise: the labeling and results pages say how many records the keywords hide and let you screen them, the one-at-a-time screening view brings them once every record the keywords let through is screened (and says so), the export marks them, and the keyword page warns before you save words that would hide records like ones you labeled relevant. Labeled records are never hidden.',
        ],
      },
      {
        id: 'labelling',
        title: '4. Label citations',
        paragraphs: [
          'Read a record and mark it Relevant or Irrelevant (keys: see "Keyboard shortcuts" on the page). In the iteration mode you give 5 to 10 labels of each kind per iteration; in continuous mode every decision counts, one record at a time.',
          'Judge each record as you would for the review itself: the model learns only from what you tell it.',
          "The search box above the list finds records whose title or abstract holds what you type, in any case. Apostrophes and quotation marks do not count, straight or curly: don't, don’t and dont find the same records.",
        ],
      },
      {
        id: 'training',
        title: '5. Train the model',
        paragraphs: [
          'Training builds a model from every label so far and scores every unlabeled record: how much it resembles the records you labeled relevant rather than those you labeled irrelevant. The labeling list then shows the highest scores first ("Most relevant first"), so relevant records come early.',
          'In the iteration mode you press Train, up to 10 times per project; labels used by a training are then locked. In continuous mode the model retrains by itself in the background after new decisions.',
        ],
      },
      {
        id: 'results',
        title: '6. Read and export the results',
        paragraphs: [
          'The results page lists the records ranked by score, shows how many relevant and irrelevant labels each iteration added and how the scores are spread, and, in the iteration mode, estimates how many relevant records are still to find. Download the ranked records as an Excel file (also CSV or RIS) for your review.',
          'In continuous mode "Left" counts every record without a label, as the stopping test does. The records set aside as Maybe and those the keywords hide are among them, and it says how many ("Left 787 (1 Maybe, 87 hidden by keywords)"): the Unlabeled tab lists the Maybe records but not the hidden ones.',
          "The Excel file's Summary sheet gives the records that carry a decision now (relevant or irrelevant) and, apart, every change of a decision recorded: an undo or a change of mind is a change, not another decision.",
          'Each record\'s row says when its decision was given ("Decided at") and by whom ("Decided by"), so a team can filter what each member decided; the Decision history sheet keeps every change with who made it. Under blind dual screening the screeners\' own columns say who decided instead.',
        ],
      },
    ],
  },
  {
    id: 'labels-per-class',
    title: 'Why 5 to 10 labels of each kind',
    paragraphs: [
      'The model learns what makes a record relevant by comparing examples of both kinds. With fewer than 5 relevant or 5 irrelevant examples it cannot tell which words matter and which are chance, so its ranking would be little better than random. That is why a training needs at least 5 of each.',
      'At most 10 of each per iteration keeps an iteration short: after 10 + 10 labels the model is trained again on your newest judgments, and the next records you read are chosen by that better model. Labeling hundreds of records from an old ranking spends your time on records a newer model would have put further down.',
      'Keep the two kinds roughly balanced: a model shown mostly one kind learns little about the other.',
    ],
  },
  {
    id: 'iterations',
    title: 'What an iteration is',
    paragraphs: [
      'An iteration is one round of the iteration mode: you label 5 to 10 relevant and 5 to 10 irrelevant records, then train. The pages show it as "Iteration n/10", counting from 1.',
      'After a training the labels of that iteration are locked and a new iteration begins, read from the top of the new ranking. A project has at most 10 trainings; after the tenth, the pages say all trainings are done and offer the results, or continuing in continuous mode.',
    ],
  },
  {
    id: 'scores',
    title: 'How to read the scores',
    paragraphs: [
      'Each record shows a score from 0 to 1 (two decimals) with a bar. A higher score means the record looks more like the records you labeled relevant. Use it to order your reading, not as a promise: a score of 0.80 does not mean that 8 in 10 such records are relevant, and scores of two projects cannot be compared.',
      'A score marked "estimated" comes from no model: the record was added after the last training, or no model is trained yet. A labeled record then shows 0.95 (relevant) or 0.05 (irrelevant), an unlabeled one 0.50, raised towards 0.95 by matches of your include words. With two screeners per record your own decision is not the record\'s label until the record is decided, so it moves no score. The results page sorts by the score shown, estimated or not. The next training gives it a real score.',
      'Scores change with every training, because the model learns from your newest labels.',
    ],
  },
  {
    id: 'screening-modes',
    title: 'The two screening modes',
    paragraphs: [
      'A project screens in one of two modes, chosen when it is created. An iteration project can switch to continuous mode later (the overview\'s "Screening mode" card), but not back.',
    ],
    points: [
      'Iterations (the default): rounds of 5–10 relevant and 5–10 irrelevant labels, each followed by a training you start, 10 trainings at most. "Still to find" on the results page estimates what is left. Use it for a first look at a topic, for small projects, or when you want a fixed, documented number of training rounds.',
      'Continuous: every decision is recorded, without caps or locks, and can be changed later (each change is kept). One record at a time, the one the latest model ranks highest; the model retrains by itself. A stopping test says when enough has been found, and "Finish screening" records it. Several members can screen at the same time: each is shown records no colleague has open (a record stays with the person it was shown to for 10 minutes). Use it to screen a large search to the end, or when you need a stopping rule you can report.',
    ],
  },
  {
    id: 'stopping-test',
    title: 'The stopping test (continuous mode)',
    paragraphs: [
      'Screening every record is safe but slow; stopping early saves work but may miss studies. The stopping test tells you when you can stop with a known risk. It asks: if fewer than the target share of relevant records had been found so far, how likely would it be to find as few relevant records as you did in your most recent screening? When that is unlikely enough, it says so: "With 95 % confidence at least 95 % of the relevant records are found". Until then it says "Not yet".',
      'How: for every stretch of your most recent decisions, the test treats the records of that stretch as a random sample of the records that were unscreened when the stretch began, and computes (with the hypergeometric distribution) the chance of so few relevant records in such a sample if the target had not been reached. The smallest of these chances is the p-value shown; the test says stop when it is below 1 − confidence (below 0.05 at 95 % confidence).',
      "Its assumption: the records you screened in the model's order are treated as if they were a random sample of the rest. The model puts likely relevant records first, so what you screen is usually richer in relevant records than a random sample would be, and the test is then cautious. It is conservative only if your screening order is not worse than random. If you skip records the model ranks high, or screen in an order that puts relevant records last, the test can say stop too early.",
      'The settings: target recall is the share of all relevant records you want to have found (95 % by default); confidence is how sure the test must be before it says stop (95 % by default). Higher values mean more records to screen before it says stop. "Irrelevant in a row" is shown beside it as a plain count; it is not the test.',
      'When you report a review screened with this stopping rule, cite the method:',
    ],
  },
  {
    id: 'dual-screening',
    title: 'Two screeners per record (continuous mode)',
    paragraphs: [
      'Methods guidance (Cochrane, PRISMA 2020) expects two people to screen each record independently. A lead turns this on in the overview\'s "Screening mode" card: "Screeners per record: Two, blind".',
      "Each reviewer's decision is their own: nobody sees another's decision or note on a record until both have decided. The screening view offers you first the records a colleague has already decided, so pairs complete early. When the two agree, that is the record's decision. When they disagree, the record is a conflict: it waits on the Conflicts page, with both decisions and notes side by side, until a lead includes or excludes it.",
      "The model learns only from settled decisions: a record both reviewers agreed on, or a conflict a lead resolved. One reviewer's decision alone teaches it nothing, so neither the scores nor the order of the records waiting for your decision reveal how a colleague decided. The cost: the model learns a little later, as pairs complete. The stopping test and the PRISMA numbers count a record as screened only once it has its decision: cautious, since a record waiting for a second reviewer or a lead is counted as not screened.",
      "The Conflicts page shows the agreement: the share of records decided by two on which they agreed, and the kappa, which corrects that share for the agreement chance alone would give (1: perfect; 0: no better than chance): Cohen's kappa of one reviewer's decisions against the other's when the same two screened every pair, Fleiss' kappa when the pairs are of more than two reviewers. Its words follow Landis and Koch (1977): up to 0.20 slight, 0.40 fair, 0.60 moderate, 0.80 substantial, above that almost perfect.",
      "Both figures compare the blind decisions: what each of the two reviewers had decided when the second of them decided, before either could see the other's. Until then you may undo or change your decision freely. After that you still may, and the record follows your new decision, but the change was made after seeing your colleague's: it never counts as agreement. The Conflicts page counts the pairs changed that way and the conflicts such a change settled, and the decision history marks each of those decisions.",
      'The Excel download records the dual screening: its Summary sheet gives the screeners per record, the agreement, the kappa, the pairs changed after seeing the other decision and the conflicts open and resolved, and each record\'s row ends with who screened it and how ("Agreed: …", "Conflict, open: …", and any change made after seeing the other decision) and each screener\'s blind decision in columns of its own. A record has a "Decided at" time only while it has a decision.',
    ],
  },
  {
    id: 'still-to-find',
    title: '"Still to find" (iteration mode)',
    paragraphs: [
      'On the results page of an iteration project, "Still to find" estimates how many relevant records are among those not yet labeled, as a 90 % range and a middle figure (half of the likely numbers lie below it, half above). The 90 % holds if the assumptions below hold; it is not a guarantee. In simulations on 13 published reviews the range held the true number in 97 % of checks, but only in 77 % on the review with the most relevant records (22 %), where the model ranked little better than chance.',
      'How: it looks at the latest iteration that was followed by a training: how far down the model\'s order ("Most relevant first") you had to read to find the relevant records you labeled there, and how many the order held. If relevant records were still plentiful, reading that deep would have found more of them. The estimate considers every possible number left and every degree to which the model\'s order may be better than chance, from no better than chance up to a very sharp model, and keeps the numbers that make what you found likely. Relevant records you labeled since then count as found.',
      "Its assumptions: each iteration is read from the top of the model's order and what is read is labeled; the order is no worse than chance for the relevant records still unlabeled (as the stopping test assumes); and it is not sharper than a very good model. Before the evidence, every number left is held about as likely as the next smaller one (a weight of 1/(R + 1) for R left), and every degree of sharpness in that range alike (on a logarithmic scale). Early on, when an iteration was read only near the top of the list, the range is wide and starts at 0; the page says so, and the range narrows as you read deeper.",
      'It reads only the latest iteration that was followed by a training. Relevant records found since count as found, but how deep you have read in the iteration now open does not count until you train: the middle figure may not fall, and may even rise a little, as you find the last relevant records of an iteration.',
    ],
    points: [
      "Before the second training it gives no number: there is no iteration read in a model's order yet.",
      "If the labels of an iteration were not given from the top of the model's order, it says it cannot judge what is left and gives no number. Reading from the top means labeling each record you read until a class has its 10 labels, the most an iteration takes; passing over more than a couple of records before then (for example stopping the irrelevant ones at 5 while reading on for relevant ones) counts as not in order.",
      'If records were added after the last training and have no score yet, it gives no number until you train again.',
      'Records your keywords hide from the list were not read, however high the model scores them: they count as not yet screened, after every record the list showed, so the range leaves room for relevant ones among them.',
    ],
  },
];
