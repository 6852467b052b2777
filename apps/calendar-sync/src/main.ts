import './instrument';
import { runService } from '@flow/platform';
import { CalendarSyncModule } from './calendar-sync.module';

runService('calendar-sync', () => CalendarSyncModule.forRoot());
