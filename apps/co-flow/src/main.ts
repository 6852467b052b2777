import './instrument';
import { runService } from '@flow/platform';
import { CoFlowModule } from './co-flow.module';

runService('co-flow', () => CoFlowModule.forRoot());
