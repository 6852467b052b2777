export const cosmicKeys = {
  all: ['cosmic'] as const,
  dasha: () => [...cosmicKeys.all, 'dasha'] as const,
  transits: () => [...cosmicKeys.all, 'transits'] as const,
};
