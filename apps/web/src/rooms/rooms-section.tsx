import './rooms.css';
import { useParams } from 'react-router';
import { RoomEditor } from './room-editor';
import { RoomsHome } from './rooms-home';

/**
 * /dashboard/rooms and /dashboard/rooms/:roomId, a chunk of its own loaded from the dashboard's
 * (the landing budget has no room for another route). The path is read by hand: <Routes> would
 * pull react-router's route builder into the chunk every page loads.
 */
export function RoomsSection() {
  const roomId = (useParams()['*'] ?? '').split('/')[1];
  return roomId ? <RoomEditor roomId={roomId} /> : <RoomsHome />;
}
