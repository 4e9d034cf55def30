import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

// Decorators run bottom-up and stopAtFirstError is on: the presence check (IsString) sits last
// so a missing field reports "is required" rather than a length problem.

/** The sign-in form (application/x-www-form-urlencoded, as the spec's client sends it). */
export class LoginDto {
  @ApiProperty({ example: 'admin' })
  @MaxLength(64, { message: 'username must be at most 64 characters' })
  @MinLength(1, { message: 'username is required' })
  @IsString({ message: 'username is required' })
  username: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  @MinLength(1, { message: 'password is required' })
  @IsString({ message: 'password is required' })
  password: string;
}
