import { z } from 'zod';
import { DATA_MODES } from './constants.ts';

/**
 * Data modes (issue 18, decision 038), a setting of the member kept by the server, which decides what
 * each shows: 'production' real members only; 'demo' the demo community too, labelled as sample data;
 * 'testing' as production, with the 'Testing Mode - Live server data' banner.
 */
export { DATA_MODES };
export const DataModeSchema = z.enum(DATA_MODES);
export type DataMode = z.infer<typeof DataModeSchema>;

/** GET and PUT /api/me/data-mode. */
export const DataModeStateSchema = z.object({ mode: DataModeSchema });
export type DataModeState = z.infer<typeof DataModeStateSchema>;

export const DataModeBodySchema = z.strictObject({ mode: DataModeSchema });
export type DataModeBody = z.infer<typeof DataModeBodySchema>;

/** On an item of demo content (a demo member, his posts, a demo venue or listing): shown as 'Sample'. */
export const SampleMarkSchema = z.literal(true).optional();
