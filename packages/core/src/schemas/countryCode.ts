import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { countryByCode } from '../refdata/countries.js';
import { format } from './fields.js';

/** An ISO 3166-1 alpha-2 country code of the country list (kept apart: the list is 5 KB gzip). */
export const countryCode = () =>
  z.string().check(format((v) => v.length === 2 && countryByCode(v)?.alpha2 === v, MSG.invalidChoice));
