/**
 * @flow/i18n: the texts FLOW's services write to a person, in the person's language (issue 41). Pure:
 * ICU MessageFormat catalogs per domain (intl-messageformat), English as the spec writes it and the
 * fallback, numbers and dates through Intl for the language's locale (LANGUAGE_LOCALE). No framework.
 */
export { createTranslator, formatMessage, type Catalog, type DomainCatalogs, type MessageValues, type Translator } from './translator';
export { createLocalizer, type Localize } from './localizer';
export { CALENDAR_TEXTS, CATALOGS, CO_FLOW_TEXTS, DAY_TEXTS, ERROR_TEXTS, INSIGHTS_TEXTS, NOTIFICATION_TEXTS, PLANNER_TEXTS } from './catalogs';
export { notificationIn, notificationTextIn } from './notifications';
export { dailyFlowIn, mapFlowTexts, panchangIn } from './daily-flow';
export { transitsIn } from './charts';
export { errorMessageIn } from './errors';
export { alignmentResultIn, eventFitIn, flowScoreIn, planIn, plannerLocalizer, suggestionsIn, taskPreviewIn } from './planner';
export { alignmentIn } from './co-flow';
export { insightsIn } from './insights';
export { addressReclaimedMail, coFlowInviteMail, confirmEmailMail, passwordResetMail, type MailText } from './mails';
export { analysisIn, analysisNotesIn, writeBlueprint, type BlueprintTexts } from './blueprint';
export { calendarErrorIn, calendarStatusIn } from './calendar';
