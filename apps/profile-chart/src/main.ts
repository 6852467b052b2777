import './instrument';
import { runService } from '@flow/platform';
import { ProfileChartModule } from './profile-chart.module';

runService('profile-chart', () => ProfileChartModule.forRoot());
