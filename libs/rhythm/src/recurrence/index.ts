export * from './expand';
export * from './describe';
export { ruleLimitProblem, type RuleLimitProblem } from './rule-limits';
