/**
 * The site's one build pipeline (see index.ts), shared by docusaurus.config.ts and the
 * benchmark's variant config, so both order their plugins before the same deploy step.
 */
import { readSettings } from '../../src/config/settings';
import { createBuildPipeline } from './index';

export const buildPipeline = createBuildPipeline({
  generatedDir: readSettings().deployGeneratedDir,
});
