import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The username staff sign in with (lower-case). */
  @Column({ name: 'member_id', type: 'varchar', length: 64, unique: true })
  memberId: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** argon2id PHC string; never leaves the server. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /** A disabled account cannot sign in, and its existing tokens stop working at once. */
  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
