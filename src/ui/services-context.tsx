import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from '../application/services';

// The one door from React to the application layer: components never import adapters (DESIGN §1).
const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services;
}
