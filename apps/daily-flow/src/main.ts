import './instrument';
import { runService } from '@flow/platform';
import { DailyFlowModule } from './daily-flow.module';

runService('daily-flow', () => DailyFlowModule.forRoot());
