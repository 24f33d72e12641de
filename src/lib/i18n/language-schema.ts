/** The language of a URL as an API shape (OpenAPI `Language`), for the contracts of every feature. */
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const languageSchema = z.enum(LANGUAGES).meta({ id: 'Language', description: 'Language in URL style' });
