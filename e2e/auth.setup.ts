/**
 * The `setup` project: signs up one host for each project that depends on it, through the API and
 * the e-mailed link, and saves it for the specs (support/host.ts).
 */
import { test as setup } from '@playwright/test';
import { Api, newAccount } from './support/api.ts';
import { saveHost } from './support/host.ts';
import { baseUrl } from './support/env.ts';

setup('sign up the host each project shares', async ({ playwright }) => {
  const projects = setup.info().config.projects.filter((p) => p.dependencies.includes('setup'));
  for (const project of projects) {
    const request = await playwright.request.newContext({ baseURL: baseUrl() });
    try {
      const session = await new Api(request).signUpVerified(newAccount(`host-${project.name}`));
      saveHost(project.name, new URL(baseUrl()).origin, session);
    } finally {
      await request.dispose();
    }
  }
});
