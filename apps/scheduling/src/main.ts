import './instrument';
import { runService } from '@flow/platform';
import { SchedulingModule } from './scheduling.module';

runService('scheduling', () => SchedulingModule.forRoot());
