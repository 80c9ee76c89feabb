import type { CareerPlanContent, CareerRecommendations, SupportedLanguage } from '@tera/domain';
import { completeChat, type ChatMessage } from '../../ai/chat-completion.ts';
import type { Config } from '../../config.ts';
import { isAiConfigured } from '../../config.ts';
import type { Logger } from '../../platform/logger.ts';

const INSTRUCTIONS: Record<SupportedLanguage, string> = {
  es: 'Eres un orientador de carrera profesional. Con el plan que se te da, escribe en español un consejo breve (máximo 120 palabras) y concreto para llegar al puesto objetivo en el plazo indicado. No inventes formaciones: si mencionas alguna, que sea de la lista dada.',
  en: 'You are a career coach. From the plan given, write in English a short (at most 120 words), concrete piece of advice for reaching the target role within the timeline. Do not invent trainings: if you mention one, it must come from the list given.',
};

/**
 * Decision 023: only the plan's positions, timeline, skills and goals and the catalogue's names go
 * to the provider; no name, no manager notes, nothing of check-ins or the pulse.
 */
export function careerAdviceMessages(
  plan: CareerPlanContent,
  catalogueNames: string[],
  language: SupportedLanguage,
): ChatMessage[] {
  const facts = {
    currentPosition: plan.currentPosition,
    targetPosition: plan.targetPosition,
    timelineMonths: plan.targetTimeframeMonths,
    skills: plan.assignedSkills,
    developmentGoals: plan.developmentGoals,
    catalogue: catalogueNames,
  };
  return [
    { role: 'system', content: INSTRUCTIONS[language] },
    { role: 'user', content: JSON.stringify(facts) },
  ];
}

/**
 * The provider's advice added to the built-in answer; a provider that is missing or fails leaves
 * the built-in answer on its own.
 */
export async function withAiAdvice(
  config: Config,
  logger: Logger,
  answer: CareerRecommendations,
  messages: ChatMessage[],
): Promise<CareerRecommendations> {
  if (!isAiConfigured(config)) return answer;
  try {
    return { ...answer, aiAdvice: await completeChat(config, messages) };
  } catch (error) {
    logger.warn({ err: error }, 'career advice: provider did not answer; built-in answer only');
    return answer;
  }
}
