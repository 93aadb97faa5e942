import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { useAppSelector } from '@/store/hooks';
import { selectExperimentVariant, featureFlagKey, type ExperimentName } from '@/store/featureFlagSlice';
import { resolveServices } from '@/store/wrapper';
import { useShell } from './ShellContext';

/** The capture action of an exposure; value1 is "flag key:variant" so one query splits the figures. */
export const EXPOSURE_ACTION = 'experiment_exposure';

/**
 * Records that this visitor saw its variant, once per page (route) view and only in the browser:
 * crawlers, excluded visitors and visitors without a variant are not part of the experiment.
 */
export function useExperimentExposure(name: ExperimentName): string | null {
  const variant = useAppSelector((state) => selectExperimentVariant(state, name));
  const { anonId, isCrawler } = useShell();
  const { asPath } = useRouter();

  useEffect(() => {
    if (!variant || !anonId || isCrawler) return;
    const key = featureFlagKey(name, process.env.NODE_ENV);
    resolveServices()
      .capture.createCaptureEvent({
        anonyId: anonId,
        action: EXPOSURE_ACTION,
        value1: `${key}:${variant}`,
        url: window.location.href,
      })
      .catch((error: unknown) => console.error('[experiment] 노출 기록을 보내지 못했습니다.', error));
  }, [name, variant, anonId, isCrawler, asPath]);

  return variant;
}
