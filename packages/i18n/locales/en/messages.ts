/**
 * The English `messages` catalog: the server's answers and the admin app's shared sentences. Its
 * source is MESSAGES (packages/contract/src/constants.ts), which the code calls directly; every
 * other language's messages.ts has exactly these keys.
 */
import { ENGLISH_MESSAGE_CATALOG } from '@guidebook/contract';

export default ENGLISH_MESSAGE_CATALOG;
