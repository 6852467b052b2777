import './instrument';
import { runService } from '@flow/platform';
import { IdentityModule } from './identity.module';

runService('identity', () => IdentityModule.forRoot());
