import { CONTINUITY_CORPUS } from './test/fixtures/continuity-corpus';
import { extractFactsOffline } from './lib/engine/offline/continuity/extract';
import { headingSections } from './lib/text/heading-sections';
for (const id of process.argv.slice(2)) {
  const doc = CONTINUITY_CORPUS.find((d) => d.id === id)!;
  for (const s of headingSections(doc.markdown)) {
    const text = doc.markdown.slice(s.bodyStart, s.end);
    console.log('##', s.title);
    for (const f of extractFactsOffline(text, { language: doc.language, template: null, known: [] }))
      console.log('  ', f.kind, f.subject, f.attribute, f.value, JSON.stringify(text.slice(f.start, f.end)), f.hedges.join(','));
  }
}
