import './rooms.css';
import { useParams } from 'react-router';
import { RoomAnalyticsPage } from './analytics/room-analytics-page';
import { RoomEditor } from './room-editor';
import { RoomsHome } from './rooms-home';

/**
 * /dashboard/rooms, /dashboard/rooms/:roomId and …/:roomId/analytics, a chunk of its own loaded from the dashboard's
 * (the landing budget has no room for another route). The path is read by hand: <Routes> would
 * pull react-router's route builder into the chunk every page loads.
 */
export function RoomsSection() {
  const [, roomId, view] = (useParams()['*'] ?? '').split('/');
  if (roomId && view === 'analytics') return <RoomAnalyticsPage roomId={roomId} />;
  return roomId ? <RoomEditor roomId={roomId} /> : <RoomsHome />;
}
