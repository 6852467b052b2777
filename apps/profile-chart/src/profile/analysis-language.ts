import { blueprintFactsOf, type StoredAnalysis } from '@flow/chart';
import type { Language, Profile, VedicAnalysis } from '@flow/contracts';
import { analysisIn } from '@flow/i18n';
import type { ProfileEntity, TravelStayEntity } from './profile.entity';
import { toProfile } from './profile.mapper';

/**
 * A stored analysis in the person's language (issue 41): its prose written from its facts when it is
 * read, or, for an analysis stored before it kept them, from the facts its chart, dasha and peak give
 * back. English passes as stored; anything unreadable stays as stored rather than failing the read.
 */
export function analysisInLanguage(stored: VedicAnalysis, language: Language): VedicAnalysis {
  if (language === 'en') return stored;
  try {
    return analysisIn(stored, language, stored.blueprint ?? blueprintFactsOf(stored as unknown as StoredAnalysis) ?? undefined);
  } catch {
    return stored;
  }
}

/** The profile as its owner reads it: the energy blueprint in their language. */
export function toOwnProfile(e: ProfileEntity, stays?: readonly TravelStayEntity[]): Profile {
  const profile = toProfile(e, stays);
  return profile.vedic_analysis ? { ...profile, vedic_analysis: analysisInLanguage(profile.vedic_analysis, e.language) } : profile;
}
