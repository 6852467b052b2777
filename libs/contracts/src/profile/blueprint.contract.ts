import { z } from 'zod';

/**
 * The energy blueprint as data (issue 41), stored inside `vedic_analysis.blueprint`: the chart facts and
 * choices its prose is written from, by key (sign and nakshatra indexes 0-based, planet and element
 * names, 'HH:MM' times). The services write the prose from it in the person's language when it is read.
 */
const Element = z.enum(['fire', 'earth', 'air', 'water']);
const EnergyElement = z.enum(['fire', 'earth', 'air']);
const Graha = z.enum(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
const Sign = z.number().int().min(0).max(11);
const Clock = z.string().regex(/^\d{2}:\d{2}$/);
const Placement = z.object({ sign: Sign, element: Element });

export const BlueprintFacts = z.object({
  energyType: z.enum(['DYNAMIC-INTENSE', 'INTENSE-STEADY', 'DYNAMIC-GROUNDED', 'DYNAMIC', 'INTENSE', 'STEADY', 'BALANCED']),
  moon: Placement.extend({
    nakshatra: z.number().int().min(0).max(26),
    pada: z.number().int().min(1).max(4),
    lord: Graha,
    gana: z.enum(['deva', 'manushya', 'rakshasa']),
  }),
  sun: Placement,
  mercury: Placement.extend({ retrograde: z.boolean() }),
  ascendant: Placement.extend({ degree: z.number() }).nullable(),
  mix: z.object({ fire: z.number(), earth: z.number(), air: z.number(), water: z.number() }),
  contributions: z.array(
    z.object({
      source: z.enum(['ascendant', 'moon', 'sun', 'ascendantLord', 'moonLord', 'sunLord']),
      planet: Graha.nullable(),
      sign: Sign,
      element: Element,
      weight: z.number(),
    }),
  ),
  strongest: EnergyElement,
  lacking: EnergyElement.nullable(),
  dominant: z.array(EnergyElement),
  peak: z.object({ start: Clock, end: Clock }),
  focus: z.object({ split: Clock, second: z.object({ start: Clock, end: Clock }) }),
  meals: z.object({ breakfastBy: Clock, mainMeal: Clock, dinnerBy: Clock }),
  restorativeTime: z.string(),
  dasha: z.object({ mahadasha: Graha, until: z.string(), antardasha: Graha, pratyantardasha: Graha }),
  moonWaxing: z.boolean(),
});
export type BlueprintFacts = z.infer<typeof BlueprintFacts>;
