import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'flow:isPublic';
/** Routes are private by default; a public one says so. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
