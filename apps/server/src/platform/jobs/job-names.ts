/**
 * Jobs one feature sends and another handles. The sender names the job and its data from here, so it
 * never imports the feature that runs it: that feature registers the handler under the same name
 * (`FeatureModule.jobs`), and the feature graph keeps no edge back from the handler's feature.
 */

/** Recomputes a client's indicator values: all of them, or those named or depending on changed inputs. Handled by indicators. */
export const PRECALCULATE_JOB = 'indicators.precalculate';

/** What a precalculation job is sent with: nothing narrowing it means a full run. */
export interface PrecalculateJobData {
  clientId: number;
  /** Recompute these indicators in full. */
  indicatorKeys?: string[];
  /** Recompute the indicators these (approved, reopened or refused) inputs count for, in their periods. */
  inputIds?: number[];
}
