import { useEffect, useId, useState } from 'react';
import { resolveServices } from '@/store/wrapper';
import { useShell } from '../shell/ShellContext';
import styles from './CaptureSurvey.module.css';

export type SurveyChoice = { value: string; label: string };

type Props = {
  /** The survey's key in capture_surveys (at most 40 characters, e.g. `order_complete_satisfaction`). */
  surveyName: string;
  question: string;
  choices: readonly SurveyChoice[];
};

/** hidden until we know, then asking, then thanked; hidden for good when already answered. */
type Phase = 'checking' | 'hidden' | 'asking' | 'thanked';

export const SURVEY_THANKS = '답변 고마워요! 더 나은 라이드마켓을 만드는 데 쓸게요.';

/**
 * One question asked once per visitor (pb_existCaptureSurvey, then pb_createCaptureSurvey), under
 * the visitor's anonymous id. Nothing shows until the service says it is not answered yet, so a
 * returning visitor never sees the question flash. It is a courtesy, never in the way: without an
 * anonymous id, for a crawler, or when the service fails, it stays hidden, and a failed answer is
 * logged while the visitor is still thanked (they did their part).
 */
export function CaptureSurvey({ surveyName, question, choices }: Props) {
  const { anonId, isCrawler } = useShell();
  const [phase, setPhase] = useState<Phase>('checking');
  const questionId = useId();
  // Another visitor or survey asks afresh (reset while rendering, as React advises, not in the effect).
  const askedFor = `${anonId}|${surveyName}`;
  const [checkedFor, setCheckedFor] = useState(askedFor);
  if (checkedFor !== askedFor) {
    setCheckedFor(askedFor);
    setPhase('checking');
  }

  useEffect(() => {
    if (!anonId || isCrawler) return undefined;
    let live = true;
    resolveServices()
      .capture.existCaptureSurvey({ surveyName, anonyId: anonId })
      .then((answer) => {
        if (live) setPhase(answer?.isExist === false ? 'asking' : 'hidden');
      })
      .catch((error: unknown) => {
        console.error(`[capture] 설문(${surveyName}) 참여 여부를 확인하지 못했습니다.`, error);
        if (live) setPhase('hidden');
      });
    return () => {
      live = false;
    };
  }, [anonId, isCrawler, surveyName]);

  const answer = (value: string) => {
    if (phase !== 'asking' || !anonId) return;
    // Thanked at once: a second tap cannot send a second answer.
    setPhase('thanked');
    resolveServices()
      .capture.createCaptureSurvey({ anonyId: anonId, surveyName, value })
      .catch((error: unknown) => console.error(`[capture] 설문(${surveyName}) 답변을 보내지 못했습니다.`, error));
  };

  if (!anonId || isCrawler || phase === 'checking' || phase === 'hidden') return null;
  return (
    <section
      className={styles.survey}
      aria-labelledby={phase === 'asking' ? questionId : undefined}
      aria-label={phase === 'thanked' ? '설문' : undefined}
    >
      {phase === 'asking' ? (
        <>
          <h2 id={questionId} className={styles.question}>
            {question}
          </h2>
          <div className={styles.choices} role="group" aria-labelledby={questionId}>
            {choices.map((choice) => (
              <button key={choice.value} type="button" className={styles.choice} onClick={() => answer(choice.value)}>
                {choice.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {/* Present while asking, so that the thanks written into it is announced. */}
      <p className={phase === 'thanked' ? styles.thanks : styles.silent} role="status">
        {phase === 'thanked' ? SURVEY_THANKS : ''}
      </p>
    </section>
  );
}
