/// <reference types="vite-plugin-pwa/vanillajs" />
// The plugin's virtual module exists only under Vite with vite-plugin-pwa; tests mock this file.
export const loadPwaRegister = () => import('virtual:pwa-register');
