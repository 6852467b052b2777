// Test data of the rhythm engine, for specs and benchmarks only (`@flow/rhythm/testing`), not in the
// library's public index: Quick Add's tuning corpus and its held-out sets.
export { QUICK_ADD_CORPUS, QUICK_ADD_CORPUS_NOW, QUICK_ADD_CORPUS_ZONE, type QuickAddCorpusCase } from './quick-add/parse-corpus';
export { QUICK_ADD_HELD_OUT, QUICK_ADD_HELD_OUT_FIRST } from './quick-add/parse-corpus-held-out';
export { QUICK_ADD_HELD_OUT_LOCALE } from './quick-add/parse-corpus-held-out-locale';
export { QUICK_ADD_HELD_OUT_FRESH } from './quick-add/parse-corpus-held-out-fresh';
export { QUICK_ADD_CORPUS_HINDI, QUICK_ADD_HINDI_NOW } from './quick-add/parse-corpus-hindi';
export { QUICK_ADD_HELD_OUT_HINDI } from './quick-add/parse-corpus-held-out-hindi';
export { QUICK_ADD_HELD_OUT_HINDI_FRESH } from './quick-add/parse-corpus-held-out-hindi-fresh';
