import { Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import { Navigate, Route, Routes } from 'react-router-dom';
import * as P from './pages';

/** Every route of SPEC §2's table; unknown paths go to the default `/setup`. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Routes>
        <Route path="/setup" element={<P.WelcomePage />} />
        <Route path="/setup/*" element={<P.SetupPage />} />
        <Route path="/start" element={<P.StartPage />} />
        <Route path="/import/:group" element={<P.ImportPage />} />
        <Route path="/roster" element={<P.RosterPage />} />
        <Route path="/rank/wrestlers" element={<P.RankWrestlersPage />} />
        <Route path="/rank/championships" element={<P.RankChampionshipsPage />} />
        <Route path="/career-mode/*" element={<P.CareerModePage />} />
        <Route path="/careers" element={<P.CareersPage />} />
        <Route path="/schedule/shows" element={<P.ShowSchedulePage />} />
        <Route path="/help" element={<P.HelpPage />} />
        <Route path="/backstage" element={<P.BackstagePage />} />
        <Route path="/free-agents" element={<P.FreeAgentsPage />} />
        <Route path="/simulate" element={<P.SimulatePage />} />
        <Route path="/draft" element={<P.DraftPage />} />
        <Route path="/rumbles" element={<Navigate to="/rumbles/start" replace />} />
        <Route path="/rumbles/*" element={<P.RumblesPage />} />
        <Route path="/dialog/*" element={<P.DialogsPage />} />
        <Route path="/office" element={<P.OfficePage />} />
        <Route path="/tournaments" element={<P.TournamentsPage />} />
        <Route path="/brands" element={<P.BrandsPage />} />
        <Route path="/quick-mode/:id" element={<P.QuickModePage />} />
        <Route path="/simulate-match" element={<Navigate to="/simulate-match/create" replace />} />
        <Route path="/simulate-match/create" element={<P.MatchSimulationPage />} />
        <Route path="/simulate-match/*" element={<P.MatchSimulationPage />} />
        <Route path="/create-show/:showId/:date" element={<P.CreateShowPage />} />
        <Route path="/dashboard" element={<P.DashboardPage />} />
        <Route path="/alignment" element={<P.AlignmentPage />} />
        <Route path="/production" element={<Navigate to="/production/select" replace />} />
        <Route path="/production/select" element={<P.ProductionsPage />} />
        <Route path="/production/*" element={<P.ProductionsPage />} />
        <Route path="/blog" element={<P.BlogPage />} />
        <Route path="/calendar" element={<P.CalendarPage />} />
        <Route path="/ratings" element={<P.RatingsPage />} />
        <Route path="/rivalries" element={<P.RivalriesPage />} />
        <Route path="/owner" element={<P.OwnerPage />} />

        <Route path="/talent" element={<P.TalentPage />} />

        <Route path="/promotions" element={<P.PromotionsPage />} />
        <Route path="/promotions/:companyId" element={<P.PromotionPage />} />
        <Route path="/modifiers" element={<P.ModifiersPage />} />
        <Route path="/settings" element={<P.SettingsPage />} />
        <Route path="/leagues" element={<P.LeaguesPage />} />
        <Route path="/reigns" element={<P.ReignsPage />} />
        <Route path="*" element={<Navigate to="/setup" replace />} />
      </Routes>
    </Suspense>
  );
}
