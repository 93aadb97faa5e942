import type { ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Adds our own validation rules to graphql's specified ones, before execution ever starts. */
export function useValidationRules(rules: ValidationRule[]): Plugin {
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
